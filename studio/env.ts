/**
 * Studio settings from the environment. `SANITY_STUDIO_*` variables are read by both the CLI
 * (Node) and the Studio bundle (Sanity's Vite build inlines them). Without them the Studio
 * points at the placeholder project `local`, used by the local Content Lake (see the README).
 */
export const projectId = process.env.SANITY_STUDIO_PROJECT_ID || 'local'
export const dataset = process.env.SANITY_STUDIO_DATASET || 'production'
/** GROQ API version the Vision tool starts with (same default as web/lib/env.ts). */
export const apiVersion = '2026-11-01'
