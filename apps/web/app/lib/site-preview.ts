import { PREVIEW_IMAGE } from '@motorplaza/domain/photos/photo-files';
import sitePreviewPath from '../assets/site-preview.jpg';

/** The picture of a link preview: an absolute URL with its size and type. */
export interface PreviewImage {
  readonly url: string;
  readonly width: number;
  readonly height: number;
  readonly type: string;
  readonly alt: string;
}

/**
 * The dealership's link preview, for every page that has no picture of its own: a 1200 × 630 JPEG of
 * the brand (drawn by scripts/site-preview.mjs), served from /assets/ with a hashed name and a year's
 * caching (docs/decisions/0069-link-previews.md).
 */
export function sitePreviewImage(publicUrl: string, siteName: string): PreviewImage {
  return {
    url: `${publicUrl}${sitePreviewPath}`,
    ...PREVIEW_IMAGE,
    alt: `${siteName}: autos nuevos y seminuevos en Lima`,
  };
}
