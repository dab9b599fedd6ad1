import Clarity from '@microsoft/clarity';

/** Microsoft Clarity, loaded only when `clarityProjectId` is configured (docs/observability.md#microsoft-clarity). */
export function startClarity(projectId: string): void {
  Clarity.init(projectId);
}
