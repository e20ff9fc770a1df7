// Vitest runs server modules directly; `server-only` would throw outside React's server build.
export {}
