import { describe, expect, it } from 'vitest';
import { domainEvents } from './domain-events';

describe('domain events', () => {
  it('runs every listener of the event type and only those, and waits for them', async () => {
    const events = domainEvents({ warn() {} });
    const heard: string[] = [];
    events.on('post.liked', async ({ postId }) => {
      await new Promise((resolve) => setTimeout(resolve, 5));
      heard.push(`first ${postId}`);
    });
    events.on('post.liked', async ({ actorId }) => void heard.push(`second ${actorId}`));
    events.on('post.commented', async () => void heard.push('comment'));
    await events.emit({ type: 'post.liked', postId: 7, actorId: 'ada' });
    expect(heard.sort()).toEqual(['first 7', 'second ada']);
  });

  it('a failing listener is logged and neither fails the emitter nor stops the other listeners', async () => {
    const warnings: string[] = [];
    const events = domainEvents({ warn: (_obj, message) => void warnings.push(message) });
    const heard: string[] = [];
    events.on('connection.changed', async () => {
      throw new Error('bus down');
    });
    events.on('connection.changed', async ({ memberIds }) => void heard.push(memberIds.join('+')));
    await expect(events.emit({ type: 'connection.changed', memberIds: ['a', 'b'] })).resolves.toBeUndefined();
    expect(heard).toEqual(['a+b']);
    expect(warnings).toEqual(['domain event listener failed']);
  });
});
