/* eslint-disable @next/next/no-img-element -- the site draws its pictures as plain <img> too */
import type { Metadata } from 'next'
import Link from 'next/link'
import styles from './picture.module.css'

export const metadata: Metadata = { title: 'Bare page with a picture' }

/**
 * The bare page plus the two things every page of the site has before its largest paint: a
 * stylesheet and a picture (the home page's hero, as the site serves it to a phone), fetched at
 * once with high priority. Nothing of ours runs here: what it scores against the bare page is
 * what Next's scripts cost any page whose largest paint is a picture (bench/README.md, "Why the LCP").
 */
export default function Page() {
  return (
    <main>
      <section className={styles.hero}>
        <img alt="" src="/hero.webp" width={768} height={432} className={styles.picture} fetchPriority="high" />
        <h1 className={styles.title}>A bare Next.js page with a picture</h1>
      </section>
      <Link href="/picture">Reload this page</Link>
    </main>
  )
}
