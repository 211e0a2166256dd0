import { goodsImageProcessorContract } from '../../../../shared/application/testing/goods-image-processor.port-contract';
import { ScriptedGoodsImageProcessor } from './scripted-goods-image-processor';

goodsImageProcessorContract('ScriptedGoodsImageProcessor', async () => {
  const samples = {
    accepted: Buffer.from('a picture'),
    refused: { data: Buffer.from('not a picture'), reason: 'unsupported-format' as const },
    failsRendering: { data: Buffer.from('corrupt past its header'), reason: 'unreadable' as const },
  };
  const processor = new ScriptedGoodsImageProcessor().refuse(samples.refused.data, samples.refused.reason).failRendering(samples.failsRendering.data, samples.failsRendering.reason);
  return { processor, samples };
});
