import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  confirmDeposit,
  confirmWithdrawal,
  createDeposit,
  createWithdrawal,
  getGetDepositOrderQueryKey,
  getListWithdrawalsQueryKey,
  transferToUpline,
  addBankAccount,
  getListBankAccountsQueryKey,
  setPaymentPassword,
} from '@generated/api/payments/payments';
import { getGetMemberProfileQueryKey } from '@generated/api/member/member';
import type {
  AddBankAccountPayload,
  PaymentPasswordPayload,
  ConfirmWithdrawalPayload, CreateDepositPayload, CreateWithdrawalPayload, ReceiptImage, TransferUplinePayload } from '@generated/model';
import { sendEncrypted } from '@/api/encryption';
import { useIdempotentMutation } from '@/api/idempotency';
import { useSecretSafeMutation } from '@/api/secret-variables';
import { unwrap } from '@/api/query-options';
import { refreshBalances } from './payments-queries';

/** A chosen file as the contract's inline receipt image. */
export async function toReceiptImage(file: File): Promise<ReceiptImage> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return { fileName: file.name.slice(0, 120), contentType: file.type === 'image/png' ? 'image/png' : 'image/jpeg', size: file.size, data: btoa(binary) };
}

/** Opens a deposit order; its answer seeds the order's cache entry, so the payment step shows at once. */
export function useCreateDeposit() {
  const queryClient = useQueryClient();
  return useIdempotentMutation((payload: CreateDepositPayload, headers) => createDeposit(payload, headers), {
    onSuccess: (response) => {
      const order = unwrap(response);
      queryClient.setQueryData(getGetDepositOrderQueryKey(order.orderId), response);
    },
  });
}

/** For a screen that learns that money moved by itself (a deposit credited): every balance is asked again. */
export function useRefreshBalances() {
  const queryClient = useQueryClient();
  return () => refreshBalances(queryClient);
}

/** "I have paid": the receipts go with it; the order's cache entry takes the answer (pending review). */
export function useConfirmDeposit(orderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ files, payerReference }: { files: readonly File[]; payerReference?: string }) =>
      confirmDeposit(orderId, { receipts: await Promise.all(files.map(toReceiptImage)), ...(payerReference ? { payerReference } : {}) }),
    onSuccess: (response) => queryClient.setQueryData(getGetDepositOrderQueryKey(orderId), response),
  });
}

/** A withdrawal; the payload (with the payment password) is encrypted. The amount is held at once: balances refresh. */
export function useCreateWithdrawal() {
  const queryClient = useQueryClient();
  return useIdempotentMutation(
    async (payload: CreateWithdrawalPayload, headers) => unwrap(await sendEncrypted(payload, (body) => createWithdrawal(body, headers))),
    { onSuccess: () => refreshBalances(queryClient) },
  );
}

/** The confirmation step: received, not received (with proofs) or all received. */
export function useConfirmWithdrawal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ files = [], ...payload }: Omit<ConfirmWithdrawalPayload, 'proofs'> & { files?: readonly File[] }) =>
      confirmWithdrawal({ ...payload, ...(files.length > 0 ? { proofs: await Promise.all(files.map(toReceiptImage)) } : {}) }),
    onSuccess: (response) => {
      queryClient.setQueryData(getListWithdrawalsQueryKey(), response);
      return refreshBalances(queryClient);
    },
  });
}

/** A transfer to the upline agent; encrypted (payment password). */
export function useTransferToUpline() {
  const queryClient = useQueryClient();
  return useIdempotentMutation(
    async (payload: TransferUplinePayload, headers) => unwrap(await sendEncrypted(payload, (body) => transferToUpline(body, headers))),
    { onSuccess: () => refreshBalances(queryClient) },
  );
}

/** Sets or changes the payment password; the payload is encrypted like every password call. */
export function useSetPaymentPassword() {
  const queryClient = useQueryClient();
  return useSecretSafeMutation({
    mutationFn: async (payload: PaymentPasswordPayload) => sendEncrypted(payload, (body) => setPaymentPassword(body)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: getGetMemberProfileQueryKey() }),
  });
}

export function useAddBankAccount() {
  const queryClient = useQueryClient();
  return useSecretSafeMutation({
    mutationFn: (payload: AddBankAccountPayload) => sendEncrypted(payload, (body) => addBankAccount(body)),
    onSuccess: (response) => queryClient.setQueryData(getListBankAccountsQueryKey(), response),
  });
}
