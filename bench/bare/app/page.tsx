import Link from 'next/link'

export default function Page() {
  return (
    <main>
      <h1>A bare Next.js page</h1>
      <Link href="/">Reload this page</Link>
    </main>
  )
}
