import { readFileSync } from 'node:fs'
import path from 'node:path'
import { parse, type ExprNode } from 'groq-js'

/**
 * Which document types a GROQ query reads, found by parsing it with groq-js: the types it
 * filters on (`_type == "deal"`, `_type in [...]`, `_type == $type`, a singleton's
 * `_id == "siteSettings"`, whose id is its type) and the types it dereferences with `->`.
 * A dereference names a field (`region->`, `airlines[]->`); the field's reference targets
 * come from the extracted schema (schemas/schema.json), joined over every type that has a
 * field of that name, so the answer errs on the side of more tags. Asset types (`sanity.*`)
 * are left out: an asset is immutable, a changed image is a new asset and a changed document.
 */

type SchemaValue = {
  type: string
  name?: string
  value?: SchemaValue
  of?: SchemaValue | SchemaValue[]
  rest?: SchemaValue
  attributes?: Record<string, SchemaValue>
  dereferencesTo?: string
}
type SchemaEntry = { name: string; type: string; value?: SchemaValue; attributes?: Record<string, SchemaValue> }

const schema = JSON.parse(
  readFileSync(path.join(import.meta.dirname, '..', '..', 'schemas', 'schema.json'), 'utf8'),
) as SchemaEntry[]
const named = new Map(schema.map((entry) => [entry.name, entry]))
const documentTypes = new Set(schema.filter((entry) => entry.type === 'document').map((entry) => entry.name))

/** The document types a field's value may reference (through arrays, unions and named types). */
function referenceTargets(value: SchemaValue | undefined, seen = new Set<string>()): string[] {
  if (!value || typeof value !== 'object') return []
  if (value.dereferencesTo) return [value.dereferencesTo]
  if (value.type === 'inline' && value.name && !seen.has(value.name)) {
    seen.add(value.name)
    const entry = named.get(value.name)
    return referenceTargets(entry?.value ?? (entry as SchemaValue | undefined), seen)
  }
  const of = Array.isArray(value.of) ? value.of : value.of ? [value.of] : []
  return [...of, value.rest, value.value].flatMap((child) => referenceTargets(child, seen))
}

/** Field name → the document types a field of that name references, over the whole schema. */
const referenceFields = new Map<string, Set<string>>()
function collectFields(value: SchemaValue | SchemaEntry | undefined) {
  if (!value || typeof value !== 'object') return
  for (const [name, attribute] of Object.entries(value.attributes ?? {})) {
    for (const target of referenceTargets(attribute.value)) {
      referenceFields.set(name, (referenceFields.get(name) ?? new Set()).add(target))
    }
    collectFields(attribute.value)
  }
  const of = 'of' in value ? value.of : undefined
  for (const child of Array.isArray(of) ? of : of ? [of] : []) collectFields(child)
  if ('value' in value) collectFields(value.value)
}
for (const entry of schema) collectFields(entry)

const isAttribute = (node: ExprNode, name: string) =>
  node.type === 'AccessAttribute' && node.name === name && (!node.base || node.base.type === 'This')

const strings = (node: ExprNode): string[] => {
  if (node.type === 'Value' && typeof node.value === 'string') return [node.value]
  if (node.type === 'Array') return node.elements.flatMap((element: { value: ExprNode }) => strings(element.value))
  return []
}

/** The field a `->` dereferences: `region->` names it; `airlines[]->` names it in the enclosing map. */
function dereferencedField(node: ExprNode, enclosingMap: ExprNode | undefined): string | undefined {
  if (node.type !== 'Deref') return undefined
  let base = node.base.type === 'This' && enclosingMap?.type === 'Map' ? enclosingMap.base : node.base
  while (base.type === 'ArrayCoerce') base = base.base
  return base.type === 'AccessAttribute' ? base.name : undefined
}

export type QueryReads = { types: string[]; unknownDereferences: string[] }

/** The document types `query` reads, with `params` as the page passes them. */
export function typesReadBy(query: string, params: Record<string, unknown> = {}): QueryReads {
  const types = new Set<string>()
  const unknownDereferences = new Set<string>()
  const visit = (node: unknown, enclosingMap: ExprNode | undefined) => {
    if (!node || typeof node !== 'object') return
    if (Array.isArray(node)) {
      for (const child of node) visit(child, enclosingMap)
      return
    }
    const expr = node as ExprNode
    if (expr.type === 'OpCall' && (expr.op === '==' || expr.op === 'in')) {
      for (const [side, other] of [
        [expr.left, expr.right],
        [expr.right, expr.left],
      ] as const) {
        if (isAttribute(side, '_type')) for (const type of strings(other)) if (documentTypes.has(type)) types.add(type)
        if (isAttribute(side, '_id')) for (const id of strings(other)) if (documentTypes.has(id)) types.add(id)
      }
    }
    if (expr.type === 'Deref') {
      const field = dereferencedField(expr, enclosingMap)
      const targets = field ? referenceFields.get(field) : undefined
      if (!targets) unknownDereferences.add(field ?? '(an expression)')
      for (const target of targets ?? []) types.add(target)
    }
    for (const [key, child] of Object.entries(expr)) {
      if (key === 'type') continue
      // The `expr` of a map runs once per element of its `base`, which `->` on `@` refers to.
      visit(child, expr.type === 'Map' && key === 'expr' ? expr : key === 'base' ? enclosingMap : undefined)
    }
  }
  visit(parse(query, { params }), undefined)
  return {
    types: [...types].filter((type) => !type.startsWith('sanity.')).sort(),
    unknownDereferences: [...unknownDereferences].sort(),
  }
}

/** The types a read depends on that its tags leave out: each one a page that would stay stale. */
export function missingTags(query: string, params: Record<string, unknown>, tags: readonly string[]): string[] {
  return typesReadBy(query, params).types.filter((type) => !tags.includes(type))
}
