/**
 * Runs `then` once the next frame has been painted: a task queued from that frame's animation
 * callback runs after its style, layout and paint. Work no one sees in that frame (the live
 * region's words, pictures below the first screen) goes there, out of the task of the key press
 * or the page that asked for it. Returns a function that cancels it.
 */
export function afterNextPaint(then: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(then, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    if (timer !== undefined) clearTimeout(timer);
  };
}
