'use client'

export { ApplicationError as default } from '@/components/ApplicationError'
