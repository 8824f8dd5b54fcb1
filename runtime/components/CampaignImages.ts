import { createContext, useContext } from 'react';
import type { ResponsiveImage } from '../../model/ResponsiveImage.ts';

/** The page's prepared images by public URL (what a template's `asset()` returns); empty in `promo dev`. */
export const CampaignImages = createContext<ReadonlyMap<string, ResponsiveImage>>(new Map());

export const useCampaignImage = (url: string): ResponsiveImage | undefined => useContext(CampaignImages).get(url);
