import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { AdminMemberUpdateInput } from "../../../shared/members";
import { updateMemberAsAdmin } from "../../api/members";
import { errorMessage } from "../../api/client";
import { toast } from "../toast";
import { afterProfileUpdate } from "../../api/members";

/** PUT /api/admin/members/{id} from an inline cell, with the cell's own toasts. */
export function useMemberUpdate(memberId: number, titles: { success: string; failure: string }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AdminMemberUpdateInput) => updateMemberAsAdmin(memberId, input),
    onSuccess: async (updated) => {
      toast({ title: titles.success });
      await afterProfileUpdate(queryClient, updated);
    },
    onError: (error) => toast({ title: titles.failure, description: errorMessage(error, "Please try again."), variant: "destructive" }),
  });
}
