import { farePosts } from './posts-fares.ts'
import { travelPosts } from './posts-travel.ts'
import type { PostData } from './types.ts'

export const posts: PostData[] = [...farePosts, ...travelPosts]
