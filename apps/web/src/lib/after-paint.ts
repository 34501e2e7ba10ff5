/**
 * Runs `callback` once the next frame has painted, when reading the layout costs nothing: read
 * during a commit, it lays the new page out inside that long task. Answers a cancel.
 */
export function afterPaint(callback: () => void): () => void {
  let timer: number | undefined;
  // A frame's callbacks run before its paint; a task queued from one runs after it.
  const frame = requestAnimationFrame(() => {
    timer = window.setTimeout(callback);
  });
  return () => {
    cancelAnimationFrame(frame);
    window.clearTimeout(timer);
  };
}
