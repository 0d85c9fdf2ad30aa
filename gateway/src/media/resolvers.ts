/**
 * Every media URL leaves the gateway through these fields, whichever mapper built the image (catalogue, CMS,
 * order lines, reviews …): one place applies the public media rule (./publicUrl.ts).
 */
import type { Resolvers } from "../generated/graphql.js";
import { publicMediaUrl } from "./publicUrl.js";

export const mediaResolvers: Resolvers = {
  Image: { url: (image, _args, ctx) => publicMediaUrl(image.url, ctx.mediaUrls) },
  Thumbnail: { url: (thumbnail, _args, ctx) => publicMediaUrl(thumbnail.url, ctx.mediaUrls) },
  // a video of provider "file" is a media file too
  CmsVideo: { url: (video, _args, ctx) => (video.url ? publicMediaUrl(video.url, ctx.mediaUrls) : null) },
};
