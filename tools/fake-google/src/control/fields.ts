import { isObject, type JsonObject } from '../http/guards.js';
import { ControlError } from './control-error.js';

/** Reads typed fields out of a control request's JSON, answering 400 with the field's name when one is wrong. */
export class Fields {
  constructor(
    private readonly object: JsonObject,
    private readonly where: string,
  ) {}

  static of(value: unknown, where: string): Fields {
    if (!isObject(value)) throw new ControlError(400, `${where} must be a JSON object.`);
    return new Fields(value, where);
  }

  string(key: string): string {
    const value = this.optString(key);
    if (value === undefined || value === '') throw this.error(key, 'a non-empty string');
    return value;
  }

  optString(key: string): string | undefined {
    const value = this.object[key];
    if (value !== undefined && typeof value !== 'string') throw this.error(key, 'a string');
    return value;
  }

  optNumber(key: string): number | undefined {
    const value = this.object[key];
    if (value !== undefined && (typeof value !== 'number' || !Number.isFinite(value) || value < 0)) {
      throw this.error(key, 'a number ≥ 0');
    }
    return value;
  }

  optBoolean(key: string): boolean | undefined {
    const value = this.object[key];
    if (value !== undefined && typeof value !== 'boolean') throw this.error(key, 'a boolean');
    return value;
  }

  optArray(key: string): unknown[] | undefined {
    const value = this.object[key];
    if (value !== undefined && !Array.isArray(value)) throw this.error(key, 'an array');
    return value;
  }

  raw(key: string): unknown {
    return this.object[key];
  }

  private error(key: string, expected: string): ControlError {
    return new ControlError(400, `${this.where}.${key} must be ${expected}.`);
  }
}
