import 'reflect-metadata';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { nullMeansAbsent } from './null-means-absent';

class Inner {
  @ApiPropertyOptional() note?: string;
}

class Body {
  @ApiPropertyOptional() addressId?: number;
  @ApiPropertyOptional({ type: Number, nullable: true }) couponId?: number | null;
  @ApiProperty({ type: [Object] }) texts!: (Record<string, string> | null)[];
  @ApiPropertyOptional({ type: Inner }) inner?: Inner;
}

const body = (fields: Partial<Record<keyof Body, unknown>>) => Object.assign(new Body(), fields);

describe('nullMeansAbsent', () => {
  it('takes out a null the document does not allow, as if it had not been sent', () => {
    const dto = nullMeansAbsent(body({ addressId: null }));
    expect('addressId' in dto).toBe(false);
  });

  it('keeps a null the document allows', () => {
    expect(nullMeansAbsent(body({ couponId: null })).couponId).toBeNull();
  });

  it('walks nested DTOs and leaves arrays\' elements alone', () => {
    const inner = Object.assign(new Inner(), { note: null });
    const dto = nullMeansAbsent(body({ inner, texts: [{ 1: 'JHK' }, null] }));
    expect('note' in (dto.inner as Inner)).toBe(false);
    expect(dto.texts).toEqual([{ 1: 'JHK' }, null]);
  });

  it('leaves values that are not DTOs as they are', () => {
    expect(nullMeansAbsent(null)).toBeNull();
    expect(nullMeansAbsent('x')).toBe('x');
    const plain = { a: null };
    expect(nullMeansAbsent(plain)).toEqual({ a: null });
  });
});
