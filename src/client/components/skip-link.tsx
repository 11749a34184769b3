/** The first Tab stop of every page: straight to its <main id="main"> (WCAG 2.4.1). */
export function SkipLink() {
  return (
    <a className="skip-link" href="#main">
      Skip to main content
    </a>
  );
}

/** Props of every page's <main>: the skip link's target, focusable from script but not by Tab. */
export const MAIN_PROPS = { id: "main", tabIndex: -1 } as const;
