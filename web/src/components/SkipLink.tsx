/** The first stop of the Tab key: jumps past the header's links to the page's main content. */
export function SkipLink({ target = 'main-content' }: { target?: string }) {
  return (
    <a
      href={`#${target}`}
      className="skip-link"
      onClick={(event) => {
        event.preventDefault();
        document.getElementById(target)?.focus();
      }}
    >
      Skip to main content
    </a>
  );
}
