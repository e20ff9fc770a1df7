export { LOCAL_USER, type LocalUser } from './identity.ts'
export { isLoopbackHost, startLake, type RunningLake, type StartLakeOptions } from './start.ts'
