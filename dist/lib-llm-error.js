class LlmError extends Error {
    kind;
    attempts;
    status;
    constructor(kind, message, attempts = 0, status) {
        super(message);
        this.kind = kind;
        this.attempts = attempts;
        this.status = status;
        this.name = 'LlmError';
    }
}

export { LlmError as L };
