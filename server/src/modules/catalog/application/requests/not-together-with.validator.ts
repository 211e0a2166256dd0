import { registerDecorator, type ValidationArguments, type ValidationOptions } from 'class-validator';

/** Fails when this property and `other` are both present: a call takes one reading or the other. */
export function NotTogetherWith(other: string, options: ValidationOptions) {
  return (target: object, propertyName: string) => {
    registerDecorator({
      name: 'notTogetherWith',
      target: target.constructor,
      propertyName,
      constraints: [other],
      options,
      validator: {
        validate(value: unknown, args: ValidationArguments) {
          const [otherProperty] = args.constraints as [string];
          return value === undefined || (args.object as Record<string, unknown>)[otherProperty] === undefined;
        },
      },
    });
  };
}
