/**
 * Errors a service throws to refuse a request; the error handler turns each into the answer of
 * README "API conventions". Messages are shown to users, so they are Polish.
 */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: Record<string, string[]>,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

export class ValidationError extends AppError {
  constructor(errors: Record<string, string[]>, message = 'Popraw zaznaczone pola.') {
    super(422, message, errors);
  }

  /** One invalid field with one message. */
  static field(field: string, message: string): ValidationError {
    return new ValidationError({ [field]: [message] }, message);
  }
}

export class UnauthorizedError extends AppError {
  constructor(message = 'Zaloguj się, aby kontynuować.') {
    super(401, message);
  }
}

export class ForbiddenError extends AppError {
  constructor(message = 'Brak uprawnień.') {
    super(403, message);
  }
}

export class NotFoundError extends AppError {
  constructor(message = 'Nie znaleziono.') {
    super(404, message);
  }
}

export class ConflictError extends AppError {
  constructor(message: string) {
    super(409, message);
  }
}

export class TooManyRequestsError extends AppError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(429, message);
  }
}
