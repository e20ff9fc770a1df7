/** The one editor of a local lake: every authenticated request acts as this user. */
export type LocalUser = { id: string; name: string; email: string }

export const LOCAL_USER: LocalUser = { id: 'local-editor', name: 'Local Editor', email: 'editor@localhost' }
