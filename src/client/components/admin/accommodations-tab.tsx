import { SearchField } from "./search-field";
import { ArrowDownIcon, ArrowUpIcon, CaretSortIcon, PlusIcon, ReloadIcon } from "@radix-ui/react-icons";
import { Badge, Button, Card, Flex, Grid, Heading, Text, TextField } from "@radix-ui/themes";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useDeferredValue, useEffect, useId, useMemo, useState, type FormEvent } from "react";
import { ACCOMMODATION_REFETCH_DELAY_MS, adminAccommodationsQuery, addAccommodation } from "../../api/admin";
import {
  ACCOMMODATION_SORT_KEYS,
  ALL_TYPES,
  canAddAccommodation,
  DEFAULT_ACCOMMODATION_SORT,
  existingTypes,
  nextAccommodationSort,
  typeCounts,
  visibleAccommodations,
  type AccommodationSort,
} from "../../lib/admin-accommodations";
import { toast, toastError } from "../toast";
import { AccommodationCard } from "./accommodation-card";
import { QueryState } from "../query-state";
import { Field, TextInputField } from "../field";
import { ACCOMMODATION_NAME_MAX, TYPE_NAME_MAX } from "../../../shared/accommodation-schemas";
import { lengthError, shownLengthError } from "../../lib/form-limits";
import { refreshAfter } from "../../api/query-keys";

export function AccommodationsTab() {
  const accommodations = useQuery(adminAccommodationsQuery);
  const [type, setType] = useState(ALL_TYPES);
  const [search, setSearch] = useState("");
  const query = useDeferredValue(search);
  const [sort, setSort] = useState<AccommodationSort>(DEFAULT_ACCOMMODATION_SORT);
  const searchId = useId();
  const { refetch } = accommodations;

  // The list is fetched again once, about 500 ms after the tab opens.
  useEffect(() => {
    const timer = setTimeout(() => void refetch(), ACCOMMODATION_REFETCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [refetch]);

  const all = accommodations.data ?? [];
  const counts = useMemo(() => typeCounts(all), [all]);
  const types = useMemo(() => existingTypes(all), [all]);
  // A type filter whose last accommodation went away falls back to All.
  const activeType = type === ALL_TYPES || counts.some((c) => c.type === type) ? type : ALL_TYPES;
  const shown = useMemo(() => visibleAccommodations(all, activeType, query, sort), [all, activeType, query, sort]);

  async function refresh() {
    const result = await refetch();
    if (result.isError) toastError(result.error, "Failed to refresh");
    else toast({ title: "Data refreshed" });
  }

  return (
    <Flex direction="column" gap="4">
      <Flex justify="between" align="center" gap="3" wrap="wrap">
        <Heading as="h2" size="5">
          Accommodations
        </Heading>
        <Button variant="soft" color="gray" onClick={refresh} disabled={accommodations.isFetching}>
          <ReloadIcon /> Refresh
        </Button>
      </Flex>

      <AddAccommodationForm types={types} />

      <Flex gap="2" wrap="wrap" role="group" aria-label="Filter by type">
        <TypeButton label="All" count={all.length} active={activeType === ALL_TYPES} onClick={() => setType(ALL_TYPES)} />
        {counts.map((c) => (
          <TypeButton key={c.type} label={c.type} count={c.count} active={activeType === c.type} onClick={() => setType(c.type)} />
        ))}
      </Flex>

      <Flex gap="3" wrap="wrap" align="end">
        <SearchField
          placeholder="Accommodation, type or member"
          value={search}
          onChange={setSearch}
          style={{ flex: "1 1 240px", minWidth: 0 }}
        />
        <Flex direction="column" gap="1">
          <Text size="2" weight="medium" id={`${searchId}-sort`}>
            Sort by
          </Text>
          <Flex gap="1" wrap="wrap" role="group" aria-labelledby={`${searchId}-sort`}>
            {ACCOMMODATION_SORT_KEYS.map(({ key, label }) => {
              const active = sort.key === key;
              const Arrow = !active ? CaretSortIcon : sort.direction === "asc" ? ArrowUpIcon : ArrowDownIcon;
              return (
                <Button
                  key={key}
                  variant={active ? "soft" : "outline"}
                  color={active ? undefined : "gray"}
                  aria-pressed={active}
                  aria-label={active ? `${label}, ${sort.direction === "asc" ? "ascending" : "descending"}` : label}
                  onClick={() => setSort(nextAccommodationSort(sort, key))}
                >
                  {label} <Arrow aria-hidden />
                </Button>
              );
            })}
          </Flex>
        </Flex>
      </Flex>

      <QueryState query={accommodations} loading="Loading accommodations…" failed="Could not load accommodations">
        {() =>
          shown.length === 0 ? (
            <Card>
              <Text color="gray">
                {all.length === 0 ? "No accommodations yet. Add one above." : "No accommodations match your search."}
              </Text>
            </Card>
          ) : (
            <Grid columns={{ initial: "1", sm: "2", md: "3", lg: "4" }} gap="3" data-testid="accommodation-grid">
              {shown.map((a) => (
                <AccommodationCard key={a.id} accommodation={a} types={types} />
              ))}
            </Grid>
          )
        }
      </QueryState>
    </Flex>
  );
}

function TypeButton({ label, count, active, onClick }: { label: string; count: number; active: boolean; onClick: () => void }) {
  return (
    <Button variant={active ? "solid" : "soft"} color={active ? undefined : "gray"} aria-pressed={active} onClick={onClick}>
      {label}
      <Badge variant={active ? "surface" : "soft"} color={active ? undefined : "gray"} radius="full">
        {count}
      </Badge>
    </Button>
  );
}

function AddAccommodationForm({ types }: { types: string[] }) {
  const queryClient = useQueryClient();
  const [name, setName] = useState("");
  const [type, setType] = useState("");
  const [tried, setTried] = useState(false);
  const listId = useId();
  const add = useMutation({
    mutationFn: addAccommodation,
    onSuccess: async () => {
      toast({ title: "Accommodation added successfully" });
      setName("");
      setType("");
      setTried(false);
      await refreshAfter(queryClient, "members");
    },
    onError: (error) => toastError(error, "Please try again.", "Failed to add accommodation"),
  });
  const nameError = shownLengthError("Name", name, { min: 1, max: ACCOMMODATION_NAME_MAX }, tried);
  const typeError = shownLengthError("Type", type, { min: 1, max: TYPE_NAME_MAX }, tried);

  function submit(event: FormEvent) {
    event.preventDefault();
    setTried(true);
    const valid = canAddAccommodation(name, type) && !lengthError("Name", name, { max: ACCOMMODATION_NAME_MAX });
    if (valid && !lengthError("Type", type, { max: TYPE_NAME_MAX })) add.mutate({ name: name.trim(), type: type.trim() });
  }

  return (
    <Card asChild>
      <form onSubmit={submit} aria-label="Add accommodation">
        <Flex gap="3" wrap="wrap" align="end">
          <TextInputField
            label="Name"
            error={nameError}
            style={{ flex: "2 1 200px", minWidth: 0 }}
            placeholder="e.g. Dust Palace"
            value={name}
            onValueChange={setName}
          />
          <Field label="Type" error={typeError} style={{ flex: "1 1 160px", minWidth: 0 }}>
            {(id, describedBy) => (
              <>
                <TextField.Root
                  id={id}
                  list={listId}
                  placeholder="e.g. RV"
                  value={type}
                  onChange={(e) => setType(e.target.value)}
                  aria-invalid={Boolean(typeError)}
                  aria-describedby={describedBy}
                />
                <datalist id={listId}>
                  {types.map((t) => (
                    <option key={t} value={t} />
                  ))}
                </datalist>
              </>
            )}
          </Field>
          <Button type="submit" disabled={add.isPending}>
            <PlusIcon /> {add.isPending ? "Adding..." : "Add Accommodation"}
          </Button>
        </Flex>
      </form>
    </Card>
  );
}
