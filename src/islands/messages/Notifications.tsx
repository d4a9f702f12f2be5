/**
 * `$notifications` on screen, for islands: the same markup as the server-rendered region
 * (src/components/Notifications.astro): 24 px from the top-right corner, 384 px wide.
 */
import { useStore } from '@nanostores/react';
import { $notifications, dismissNotification } from '../../stores/notifications.ts';

export function Notifications() {
  const notifications = useStore($notifications);
  return (
    <div
      className="pointer-events-none fixed top-[24px] right-[24px] left-[24px] z-50 flex flex-col items-end gap-3"
      role="region"
      aria-label="Notifications"
      aria-live="polite"
    >
      {notifications.map((notification) => (
        <div
          key={notification.id}
          role="status"
          className="pointer-events-auto flex w-[384px] max-w-full items-start gap-3 rounded bg-white p-4 shadow-lg"
        >
          <div className="min-w-0 flex-1">
            <p className="font-semibold">{notification.title}</p>
            <p className="break-words">{notification.description}</p>
          </div>
          <button
            type="button"
            className="rounded px-2 text-lg leading-none"
            aria-label="Dismiss"
            onClick={() => dismissNotification(notification.id)}
          >
            ×
          </button>
        </div>
      ))}
    </div>
  );
}
