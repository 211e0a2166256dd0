import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import type { BannerRepositoryPort } from '../../application/ports/banner.repository.port';
import type { Banner } from '../../domain/banner';
import { toBanner } from '../mappers/banner.mapper';
import { BannerOrmEntity } from '../orm-entities/banner.orm-entity';

@Injectable()
export class TypeOrmBannerRepository implements BannerRepositoryPort {
  constructor(@InjectRepository(BannerOrmEntity) private readonly banners: Repository<BannerOrmEntity>) {}

  async findAll(): Promise<Banner[]> {
    const entities = await this.banners.find({ order: { position: 'ASC', id: 'ASC' } });
    return entities.map(toBanner);
  }

  async findById(id: number): Promise<Banner | null> {
    const entity = await this.banners.findOneBy({ id: String(id) });
    return entity ? toBanner(entity) : null;
  }
}
