export interface Size {
  width: number;
  height: number;
}

/**
 * The largest size of the original's aspect ratio that fits inside `box` (CSS `object-fit: contain`), so a photo
 * asked for at 400×300 comes back 400×300 when landscape 4:3 and 225×300 when portrait 3:4: never cropped nor
 * stretched, and the `width`/`height` the client reserves are the image's own.
 */
export function fitWithin(original: Size, box: Size): Size {
  const scale = Math.min(box.width / original.width, box.height / original.height);
  return {
    width: Math.max(1, Math.round(original.width * scale)),
    height: Math.max(1, Math.round(original.height * scale)),
  };
}
