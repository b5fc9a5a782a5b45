/**
 * Scrolls to the element with this id. The target may render a few frames later (lazy sections), so it is
 * looked for briefly; the returned function stops looking.
 */
export function scrollToAnchor(id: string): () => void {
  let attempts = 0;
  const timer = window.setInterval(() => {
    const element = document.getElementById(id);
    attempts += 1;
    if (element) {
      element.scrollIntoView({ behavior: 'smooth', block: 'start' });
      window.clearInterval(timer);
    } else if (attempts > 20) {
      window.clearInterval(timer);
    }
  }, 50);
  return () => window.clearInterval(timer);
}
