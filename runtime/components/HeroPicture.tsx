import { useCampaignImage } from './CampaignImages.ts';
import { HERO_IMAGE_SIZES } from './heroImageSizes.ts';

/**
 * The offer card's hero image: a <picture> with the build's AVIF and WebP widths, width/height set
 * (no layout shift) and high fetch priority (it is the page's largest paint). Without prepared
 * images (`promo dev`) the source file itself.
 */
export function HeroPicture({ src }: { src: string }) {
  const image = useCampaignImage(src);
  if (!image) return <img className="offer-img" src={src} alt="" width="480" height="270" />;
  return (
    <picture className="offer-pic">
      {image.sources.map((s) => (
        <source key={s.type} type={s.type} srcSet={s.srcset} sizes={HERO_IMAGE_SIZES} />
      ))}
      <img
        className="offer-img"
        src={image.src}
        alt=""
        width={image.width}
        height={image.height}
        fetchPriority="high"
        decoding="async"
      />
    </picture>
  );
}
