import { useEffect, useState, type RefCallback } from 'react';

/** Becomes true once the element nears the viewport and stays true: enough to start a one-off fetch. */
export function useInView<T extends Element>(rootMargin = '200px'): [RefCallback<T>, boolean] {
  const [node, setNode] = useState<T | null>(null);
  const [inView, setInView] = useState(false);

  useEffect(() => {
    if (node === null || inView) return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setInView(true);
      },
      { rootMargin },
    );
    observer.observe(node);
    return () => {
      observer.disconnect();
    };
  }, [node, inView, rootMargin]);

  return [setNode, inView];
}
