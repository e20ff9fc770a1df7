/**
 * Headless document validation with Sanity's own validator, for tests and scripts.
 *
 * `validateDocument` (exported by `sanity`) is what the Studio and `sanity documents validate`
 * run. It takes a workspace: `createWorkspaceFromConfig` (Sanity's testing entry point)
 * resolves one offline from a config, a current user and a stub `getClient`. The stub client
 * answers GROQ from an in-memory dataset with groq-js, so the built-in slug uniqueness check
 * runs its real query; reference existence comes from the same dataset.
 */
import { evaluate, parse } from 'groq-js'
import { createSchema, createWorkspaceFromConfig, validateDocument } from 'sanity'
import type { CurrentUser, SanityClient, SanityDocument, Schema, ValidationMarker } from 'sanity'

import { schemaTypes } from '../index.ts'

/** The project's schema compiled the way the Studio compiles it (with the built-in types). */
export function compileSchema(): Schema {
  return createSchema({ name: 'default', types: schemaTypes })
}

/** Problems Sanity reports for the schema definitions themselves (empty when healthy). */
export function schemaProblems(schema: Schema): string[] {
  return (schema._validation ?? []).flatMap((group) =>
    group.problems.map(
      (problem) => `${problem.severity}: ${group.path.map((segment) => segment.name).join('.')}: ${problem.message}`,
    ),
  )
}

const PROJECT_ID = 'local'
const DATASET = 'test'

/**
 * A read-only client that answers `fetch` from `documents` with groq-js. It never touches the
 * network: `config()` is what the workspace reads while resolving, `fetch` is what validators
 * call; nothing else is used.
 */
function createDatasetClient(documents: readonly SanityDocument[]): SanityClient {
  const client = {
    async fetch(query: string, params: Record<string, unknown> = {}) {
      const result = await evaluate(parse(query, { params }), { dataset: [...documents], params })
      return result.get()
    },
    withConfig: () => client,
    clone: () => client,
    config: () => ({
      projectId: PROJECT_ID,
      dataset: DATASET,
      apiVersion: '2025-02-19',
      url: 'http://127.0.0.1:9/v2025-02-19', // unroutable: nothing may call it
      useProjectHostname: false,
    }),
  }
  return client as unknown as SanityClient
}

const testUser: CurrentUser = {
  id: 'test-user',
  name: 'Test User',
  email: 'test@example.com',
  role: 'administrator',
  roles: [{ name: 'administrator', title: 'Administrator' }],
}

export interface DocumentValidatorOptions {
  /** Documents of the dataset: drafts included; used for references and slug uniqueness. */
  documents?: readonly SanityDocument[]
  /** Extra ids that exist but are not in `documents`, e.g. image asset ids. */
  existingIds?: Iterable<string>
}

export interface DocumentValidator {
  schema: Schema
  validate(document: SanityDocument): Promise<ValidationMarker[]>
}

const UNKNOWN_FIELD = /^Field '.+' does not exist on type '.+'$/

/**
 * Validates documents against the project schema with Sanity's validator: the markers the
 * Studio shows, plus a warning for each field the schema does not declare.
 */
export async function createDocumentValidator({
  documents = [],
  existingIds = [],
}: DocumentValidatorOptions = {}): Promise<DocumentValidator> {
  const client = createDatasetClient(documents)
  const workspace = await createWorkspaceFromConfig({
    name: 'default',
    projectId: PROJECT_ID,
    dataset: DATASET,
    schema: { types: schemaTypes },
    currentUser: testUser,
    getClient: () => client,
  })
  const { schema } = workspace
  const published = new Set<string>(existingIds)
  for (const document of documents) {
    if (!document._id.startsWith('drafts.') && !document._id.startsWith('versions.')) {
      published.add(document._id)
    }
  }
  const getDocumentExists = async ({ id }: { id: string }) => published.has(id)

  return {
    schema,
    async validate(document) {
      if (!schema.has(document._type)) {
        return [{ level: 'error', message: `Unknown document type '${document._type}'`, path: [] }]
      }
      const [studio, cli] = await Promise.all([
        // What editors see in the Studio: the levels the schema declares.
        validateDocument({ document, workspace, getDocumentExists, environment: 'studio' }),
        // Outside the Studio Sanity also flags fields the schema does not declare. It does so
        // by chaining `.custom(…).warning()` onto each object type's rule, which turns that
        // rule's *other* checks (`required`, custom rules on objects, slugs and images) into
        // warnings too, so only the unknown-field markers are taken from this pass.
        validateDocument({ document, workspace, getDocumentExists, environment: 'cli' }),
      ])
      return [...studio, ...cli.filter((marker) => UNKNOWN_FIELD.test(marker.message))]
    },
  }
}

/** `['origin', 'iata']` → `"origin.iata"`; keyed segments become `[_key=="…"]`. */
export function pathToString(path: ValidationMarker['path']): string {
  return path
    .map((segment) => {
      if (typeof segment === 'string') return `.${segment}`
      if (typeof segment === 'number') return `[${segment}]`
      if (Array.isArray(segment)) return `[${segment.join(':')}]`
      return `[_key=="${segment._key}"]`
    })
    .join('')
    .replace(/^\./, '')
}

export const errorsOf = (markers: ValidationMarker[]) => markers.filter((marker) => marker.level === 'error')

/** Human-readable `path: message` lines, handy in assertion diffs. */
export const describeMarkers = (markers: ValidationMarker[]) =>
  markers.map((marker) => `${marker.level} ${pathToString(marker.path)}: ${marker.message}`)
