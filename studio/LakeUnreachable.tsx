import type { LoginComponentProps } from 'sanity'

/**
 * What the Studio shows in local mode while the lake does not answer, in place of Sanity's
 * "Couldn't reach the Sanity servers… check your VPN", which sends a newcomer the wrong way: the
 * usual cause is the lake's self-signed certificate, not yet accepted in this browser (README.md,
 * "The lake's certificate"). The Studio goes on by itself once the lake answers.
 */
export function lakeUnreachable(lakeUrl: string) {
  const ping = `${lakeUrl}/v1/ping`
  return function LakeUnreachable(_props: LoginComponentProps) {
    return (
      <div style={{ display: 'grid', gap: '0.75rem', padding: '0.5rem 1rem 1rem', lineHeight: 1.5 }}>
        <strong>The Studio cannot reach the local Content Lake at {lakeUrl}.</strong>
        <span>
          The first time, your browser has to accept the lake&rsquo;s own certificate: open{' '}
          <a href={ping} target="_blank" rel="noreferrer">
            {ping}
          </a>
          , accept the warning, and come back. This page goes on by itself as soon as the lake answers.
        </span>
        <span>
          If the lake is not running, start it with <code>npm run edit</code> (or <code>npm run start -w lake</code>).
        </span>
      </div>
    )
  }
}
