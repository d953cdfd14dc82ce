import { DOCUMENT_IMAGE_MAX_CHARS } from '@kennel/core';

/** Longest side of the photo we send: plenty for the provider to read an ID. */
const MAX_SIDE = 1600;
const QUALITIES = [0.85, 0.7, 0.55, 0.4];

export class PhotoProblem extends Error {}

function readAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(new PhotoProblem("We couldn't read that photo. Try taking it again."));
    reader.readAsDataURL(file);
  });
}

/**
 * A phone photo as a JPEG data URL small enough for the API (two must fit its body limit): scaled
 * down to MAX_SIDE and re-encoded at falling quality until it fits.
 */
export async function photoForUpload(file: File): Promise<string> {
  if (!/^image\/(jpeg|png|webp|heic|heif)$/.test(file.type)) {
    throw new PhotoProblem('Choose a photo (JPEG, PNG or WebP).');
  }
  const original = await readAsDataUrl(file);
  if (
    original.length <= DOCUMENT_IMAGE_MAX_CHARS &&
    file.type !== 'image/heic' &&
    file.type !== 'image/heif'
  ) {
    return original;
  }
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file);
  } catch {
    throw new PhotoProblem("We couldn't open that photo. Take it again, or choose a JPEG or PNG.");
  }
  const scale = Math.min(1, MAX_SIDE / Math.max(bitmap.width, bitmap.height));
  const canvas = document.createElement('canvas');
  canvas.width = Math.round(bitmap.width * scale);
  canvas.height = Math.round(bitmap.height * scale);
  canvas.getContext('2d')?.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
  bitmap.close();
  for (const quality of QUALITIES) {
    const url = canvas.toDataURL('image/jpeg', quality);
    if (url.length <= DOCUMENT_IMAGE_MAX_CHARS) return url;
  }
  throw new PhotoProblem('That photo is too large. Take it again a little further from the document.');
}
