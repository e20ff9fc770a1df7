'use client'

import { useEffect, useId, useState, useSyncExternalStore } from 'react'
import { getConsentStore, type ConsentChoice } from '@/lib/browser/consent'
import { COOKIE_NAMES } from '@/lib/browser/storage-keys'
import styles from './ConsentBanner.module.css'

/** Reopens the banner from anywhere (the footer's "Cookie settings"). */
export const OPEN_CONSENT_SETTINGS = 'open-consent-settings'

const OPTIONAL = [
  { key: 'functional', label: 'Functional', text: 'Chat with our experts on the page.' },
  { key: 'statistic', label: 'Statistics', text: 'Anonymous visit counts that help us improve the site.' },
  { key: 'marketing', label: 'Marketing', text: 'Measuring our advertising on other sites.' },
] as const

const noSubscription = () => () => {}

/**
 * The banner is in the page's HTML, so a first visit sees it in its first paint rather than
 * once the page's scripts have run (a late paint, and the checkout's largest one: docs/
 * performance.md, "Scripts after the first paint"). Before that, a visitor who has chosen
 * (our cookie) must not see it: this runs as the HTML is read, before anything is painted, and
 * hides the server's banner; once React runs, the banner is there only if it should be. Without
 * JavaScript nothing can be chosen and no optional cookie is ever set, so there is no banner.
 */
const BANNER_ID = 'consent-banner'
const HIDDEN = `#${BANNER_ID}[data-before-scripts]{display:none}`
const HIDE_IF_CHOSEN = `if(/(^|;\\s*)${COOKIE_NAMES.consent}=/.test(document.cookie)){var s=document.createElement("style");s.textContent="${HIDDEN}";document.head.appendChild(s)}`

/**
 * The site's own consent banner (docs/behaviour.md, "Consent"): only necessary cookies until the
 * visitor chooses; accept all, reject, or choose per category. Fixed to the bottom of the screen,
 * so it shifts no content. With Cookiebot configured, Cookiebot shows its own instead.
 */
export function ConsentBanner({ cookiebotId }: { cookiebotId?: string }) {
  const store = getConsentStore({ cookiebotId })
  const consent = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getServerSnapshot)
  const chosen = useSyncExternalStore(store.subscribe, store.hasConsentChoice, () => true)
  const hydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  )
  const [reopened, setReopened] = useState(false)
  const [choosing, setChoosing] = useState(false)
  const [choice, setChoice] = useState<ConsentChoice>({})
  const titleId = useId()

  useEffect(() => {
    const reopen = () => {
      setChoice({ functional: consent.functional, statistic: consent.statistic, marketing: consent.marketing })
      setChoosing(true)
      setReopened(true)
    }
    window.addEventListener(OPEN_CONSENT_SETTINGS, reopen)
    return () => window.removeEventListener(OPEN_CONSENT_SETTINGS, reopen)
  }, [consent])

  if (store.mode === 'cookiebot' || (hydrated && chosen && !reopened)) return null

  const done = (action: () => void) => {
    action()
    setReopened(false)
    setChoosing(false)
  }

  return (
    <>
      {hydrated ? null : (
        <>
          <script dangerouslySetInnerHTML={{ __html: HIDE_IF_CHOSEN }} />
          <noscript>
            <style>{`#${BANNER_ID}{display:none}`}</style>
          </noscript>
        </>
      )}
      <section
        id={BANNER_ID}
        data-before-scripts={hydrated ? undefined : ''}
        className={styles.banner}
        role="region"
        aria-labelledby={titleId}
      >
        <div className={`container ${styles.inner}`}>
          <div className={styles.text}>
            <h2 id={titleId} className={styles.title}>
              Cookies on this site
            </h2>
            <p>
              We use necessary cookies to make the site work. With your consent we also use cookies for chat, statistics
              and marketing. You can change your mind any time under “Cookie settings” in the footer.
            </p>
            {choosing ? (
              <fieldset className={styles.choices}>
                <legend className="visually-hidden">Choose cookie categories</legend>
                <label>
                  <input type="checkbox" checked disabled /> Necessary <span>Always on: the site needs them.</span>
                </label>
                {OPTIONAL.map(({ key, label, text }) => (
                  <label key={key}>
                    <input
                      type="checkbox"
                      checked={Boolean(choice[key])}
                      onChange={(event) => setChoice({ ...choice, [key]: event.target.checked })}
                    />{' '}
                    {label} <span>{text}</span>
                  </label>
                ))}
              </fieldset>
            ) : null}
          </div>
          <div className={styles.actions}>
            {choosing ? (
              <button
                type="button"
                className="button button--secondary"
                onClick={() => done(() => store.saveConsent(choice))}
              >
                Save my choices
              </button>
            ) : (
              <button type="button" className="button button--secondary" onClick={() => setChoosing(true)}>
                Choose
              </button>
            )}
            <button type="button" className="button button--secondary" onClick={() => done(store.rejectAll)}>
              Reject
            </button>
            <button type="button" className="button button--primary" onClick={() => done(store.acceptAll)}>
              Accept all
            </button>
          </div>
        </div>
      </section>
    </>
  )
}

/** The footer's way back to the consent choice. */
export function CookieSettingsButton({ className }: { className?: string }) {
  return (
    <button type="button" className={className} onClick={() => window.dispatchEvent(new Event(OPEN_CONSENT_SETTINGS))}>
      Cookie settings
    </button>
  )
}
