export * from './dataset.ts'
