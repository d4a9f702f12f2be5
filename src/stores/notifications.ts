/**
 * `$notifications`: news from outside the seller's current action (spec §9): a payment confirmed
 * while they wait, a bulk action or import that finished, a message from an embedded app. Distinct
 * from toasts: 4.5 seconds, 24 px from the corner, 384 px wide, with a title of their own. Without
 * JavaScript the server renders them from the flash cookie (kind 'notification').
 */
import { NOTIFICATION_DURATION_MS } from '../lib/flash.ts';
import { createTimedList } from './timed-list.ts';

export interface Notification {
  id: number;
  title: string;
  description: string;
}

/** At most this many notifications at once; a new one pushes the oldest out. */
export const NOTIFICATION_LIMIT = 3;

const list = createTimedList<Omit<Notification, 'id'>>(NOTIFICATION_DURATION_MS, NOTIFICATION_LIMIT);

export const $notifications = list.$list;

/** Shows a notification for 4.5 seconds; returns its id (for `dismissNotification`). */
export function showNotification(title: string, description: string): number {
  return list.show({ title, description });
}

/** Closes a notification before its time (the × button). */
export const dismissNotification = list.dismiss;

/** Removes every notification. */
export const clearNotifications = list.clear;
