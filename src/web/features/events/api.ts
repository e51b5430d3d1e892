import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Event, RsvpStatus } from '../../../shared/schemas/content';
import { api } from '../../lib/api';

export const eventKeys = {
  one: (eventId: number) => ['events', eventId] as const,
  attendees: (eventId: number) => ['events', eventId, 'attendees'] as const,
};

export interface Attendee {
  userId: string;
  fullName: string;
  username: string;
  status: 'going' | 'interested' | 'waiting';
  since: string;
}

export const eventQuery = (eventId: number) =>
  queryOptions({ queryKey: eventKeys.one(eventId), queryFn: () => api<Event>(`/api/v1/events/${eventId}`) });

/** Who replied to an event: its organiser's to read. */
export const attendeesQuery = (eventId: number) =>
  queryOptions({
    queryKey: eventKeys.attendees(eventId),
    queryFn: () => api<{ items: Attendee[] }>(`/api/v1/events/${eventId}/attendees`).then((data) => data.items),
  });

export function useEvent(eventId: number) {
  return useQuery(eventQuery(eventId));
}

export function useAttendees(eventId: number, enabled: boolean) {
  return useQuery({ ...attendeesQuery(eventId), enabled });
}

/** RSVP, leave and cancel answer with the event as it now is: the cache takes it, the attendee list refetches. */
export function useEventActions(eventId: number) {
  const client = useQueryClient();
  const settle = (event: Event) => {
    client.setQueryData(eventKeys.one(eventId), event);
    void client.invalidateQueries({ queryKey: eventKeys.attendees(eventId) });
    void client.invalidateQueries({ queryKey: ['discover'] });
  };
  return {
    rsvp: useMutation({
      mutationFn: (input: { status: RsvpStatus; waitlist?: boolean }) =>
        api<Event>(`/api/v1/events/${eventId}/rsvp`, { method: 'PUT', body: input }),
      onSuccess: settle,
    }),
    leave: useMutation({
      mutationFn: () => api<Event>(`/api/v1/events/${eventId}/rsvp`, { method: 'DELETE' }),
      onSuccess: settle,
    }),
    cancel: useMutation({
      mutationFn: () => api<Event>(`/api/v1/events/${eventId}/cancel`, { method: 'POST' }),
      onSuccess: settle,
    }),
  };
}
