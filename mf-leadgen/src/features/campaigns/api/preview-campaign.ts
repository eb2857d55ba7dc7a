import { useMutation } from '@tanstack/react-query';
import { api, unwrap } from '@erep/shared/api';
import type { CampaignInput, CampaignPreview } from '@erep/shared/schemas';

export interface CampaignPreviewAnswer {
  audience: number;
  previews: CampaignPreview[];
}

/** The mail in each language and how many contacts it reaches today (nothing is saved). */
export async function previewCampaign(tag: string, input: CampaignInput): Promise<CampaignPreviewAnswer> {
  return (await unwrap(api.post<{ data: CampaignPreviewAnswer }>(`customer/${encodeURIComponent(tag)}/campaigns/preview`, input))).data;
}

export function usePreviewCampaign(tag: string) {
  return useMutation({ mutationFn: (input: CampaignInput) => previewCampaign(tag, input) });
}
