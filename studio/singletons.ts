/**
 * Singletons (`siteSettings`, `homePage`) exist exactly once, with `_id` equal to their type.
 * Editors reach them from the structure; they cannot create, duplicate or delete them.
 */
import type { DocumentActionsResolver, NewDocumentOptionsResolver, TemplateResolver } from 'sanity'

import { isSingletonType } from '@meridian/schemas'

/** Actions a singleton keeps: publishing and undoing edits. No delete, duplicate, unpublish. */
const singletonActions = new Set(['publish', 'discardChanges', 'restore'])

/** Removes singletons from "Create new document" templates (global and per type). */
export const withoutSingletonTemplates: TemplateResolver = (templates) =>
  templates.filter((template) => !isSingletonType(template.schemaType))

/** Hides singletons from the global "+" menu and every other new-document menu. */
export const newDocumentOptions: NewDocumentOptionsResolver = (items) =>
  items.filter((item) => !isSingletonType(item.templateId))

/** Limits a singleton's document actions to publish / discard changes / restore. */
export const documentActions: DocumentActionsResolver = (actions, { schemaType }) =>
  isSingletonType(schemaType)
    ? actions.filter((action) => action.action !== undefined && singletonActions.has(action.action))
    : actions
