/** A warning the dashboard shows staff about how the shop is run. */
export interface OperatorWarning {
  code: string;
  message: string;
}

export const SINGLE_MACHINE_FILES_WARNING: OperatorWarning = {
  code: 'FILE_STORAGE_SINGLE_MACHINE',
  message: '업로드한 상품 이미지와 리뷰 사진이 이 서버 한 대에만 저장됩니다. 서버를 두 대 이상으로 늘리기 전에 S3 저장소(FILE_STORAGE=s3)로 옮기세요.',
};

/**
 * What the operator accepted at start and staff should see: FILE_STORAGE=local with FILE_STORAGE_SINGLE_MACHINE=true
 * (production allows it only so declared; a second machine would serve none of these files).
 */
export function operatorWarnings(storage: { singleMachineLocalStorage: boolean }): OperatorWarning[] {
  return storage.singleMachineLocalStorage ? [SINGLE_MACHINE_FILES_WARNING] : [];
}
