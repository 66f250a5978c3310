/**
 * Departments and the staff directory as the API answers them (`GET /departments`,
 * `GET /staff`), and the live departments as select options.
 *
 * spec: membership-backoffice.md §2.5 (Staff), §3 (departments, staff).
 */
import { useQuery } from '@tanstack/react-query';
import type { PageAnswer } from '../../lib/paged-list/ResourceList';
import { staffGet } from '../../lib/staff-api';

export interface Department {
  public_id: string;
  name: string;
  description: string | null;
  is_active: boolean;
  staff_count: number;
  deleted_at: string | null;
}

export interface StaffMember {
  public_id: string;
  staff_number: string;
  full_name: string;
  email: string | null;
  phone: string | null;
  job_title: string | null;
  department_public_id: string;
  department: string;
  user_public_id: string | null;
  is_active: boolean;
  deleted_at: string | null;
}
export type StaffMembersAnswer = PageAnswer & { data: StaffMember[] };

/** Up to 100 departments, live or (`deleted`) deleted, by name. */
export function useDepartments(deleted = false) {
  const path = `/departments?items=100${deleted ? '&deleted=true' : ''}`;
  return useQuery({
    queryKey: ['/departments', path],
    queryFn: () => staffGet<PageAnswer & { data: Department[] }>(path),
  });
}

/** The path of staff member `publicId`'s page. */
export function staffMemberPath(publicId: string): string {
  return `/edit-staff/${encodeURIComponent(publicId)}`;
}
