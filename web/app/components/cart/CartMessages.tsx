/**
 * Messages that arrived with a redirect (no-JS forms, the add-to-cart deep link) and what keeps the
 * cart from checkout right now (`issues`). Rendered in the page, announced politely.
 */
import type { FlashMessage } from "~/cart/flash.server";

export function CartMessages({ messages, testId = "cart-messages" }: { messages: readonly FlashMessage[]; testId?: string }) {
  if (messages.length === 0) return null;
  return (
    <ul className="cart-messages" role="status" data-testid={testId}>
      {messages.map((message, index) => (
        <li key={`${index}-${message.text}`} className={`cart-message cart-message--${message.type}`} data-type={message.type} data-testid="cart-message">
          {message.text}
        </li>
      ))}
    </ul>
  );
}
