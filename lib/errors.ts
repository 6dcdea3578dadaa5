/** A field-level problem reported back to the client. */
export type ErrorDetail = { path: string; message: string };

/** Base of every error a route may answer with; `status` and `code` reach the client, nothing else does. */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details?: ErrorDetail[],
  ) {
    super(message);
    this.name = new.target.name;
  }
}

export class ValidationError extends AppError {
  constructor(message: string, details?: ErrorDetail[]) {
    super(400, "validation_error", message, details);
  }
}

export class UnauthorizedError extends AppError {
  constructor(message = "Authentication required", code = "unauthorized") {
    super(401, code, message);
  }
}

export class ForbiddenError extends AppError {
  constructor(message = "You do not have permission to do this", code = "forbidden") {
    super(403, code, message);
  }
}

export class NotFoundError extends AppError {
  constructor(message = "Not found", code = "not_found") {
    super(404, code, message);
  }
}

export class ConflictError extends AppError {
  constructor(message: string, code = "conflict") {
    super(409, code, message);
  }
}

export class PaymentDeclinedError extends AppError {
  constructor(message: string, code = "card_declined") {
    super(402, code, message);
  }
}

export class PayloadTooLargeError extends AppError {
  constructor(message = "Request body is too large") {
    super(413, "payload_too_large", message);
  }
}

export class UnsupportedMediaTypeError extends AppError {
  constructor(message = "Send the request body as JSON (Content-Type: application/json)") {
    super(415, "unsupported_media_type", message);
  }
}

export class RateLimitedError extends AppError {
  constructor(
    readonly retryAfterSeconds: number,
    message = "Too many attempts. Please try again later.",
  ) {
    super(429, "rate_limited", message);
  }
}

/** Something the shop depends on is not answering: the client may try again after `retryAfterSeconds`. */
export class ServiceUnavailableError extends AppError {
  constructor(
    message = "Service unavailable",
    code = "service_unavailable",
    readonly retryAfterSeconds = 5,
  ) {
    super(503, code, message);
  }
}
