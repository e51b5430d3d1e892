import { useMutation } from '@tanstack/react-query';
import type { ReportBody } from '../../../shared/schemas/moderation';
import { api } from '../../lib/api';

export function useReport() {
  return useMutation({ mutationFn: (body: ReportBody) => api<{ reported: true }>('/api/v1/reports', { body }) });
}
