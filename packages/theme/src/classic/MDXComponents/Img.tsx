/** An image in Markdown: zoomable. */
export { default } from '@theme/ImageZoom';
