import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  getStudentGuardianRoute,
  requestParentalConsentRoute,
  setStudentGuardianRoute,
  type StudentGuardianFields,
  type StudentGuardianWire,
} from '@crescendo/contracts';
import type { ConsentFeature } from '@crescendo/domain';
import { callRoute } from '@crescendo/web-auth';

const guardianKey = (studentId: string) => ['privacy', 'guardian', studentId] as const;

/** A student's age band, parent's address and consents (issue 31 §7); nothing until a student is chosen. */
export function useStudentGuardian(studentId: string) {
  return useQuery({
    queryKey: guardianKey(studentId),
    enabled: studentId !== '',
    queryFn: ({ signal }) => callRoute(getStudentGuardianRoute, { params: { studentId }, signal }),
  });
}

export function useStudentGuardianMutations(studentId: string) {
  const client = useQueryClient();
  const show = (guardian: StudentGuardianWire) => client.setQueryData(guardianKey(studentId), guardian);
  return {
    save: useMutation({
      mutationFn: (body: StudentGuardianFields) =>
        callRoute(setStudentGuardianRoute, { params: { studentId }, body }),
      onSuccess: show,
    }),
    ask: useMutation({
      mutationFn: (feature: ConsentFeature) =>
        callRoute(requestParentalConsentRoute, { params: { studentId }, body: { feature } }),
      onSuccess: show,
    }),
  };
}
