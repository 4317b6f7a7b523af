"use client";

import { IMAGE_MESSAGES } from "@/lib/messages/images";
import { useEffect, useId, useMemo, useRef, useState } from "react";
import { buttonClasses } from "@/components/ui/button";

const INLINE_LINK = buttonClasses({ variant: "link", className: "underline" });

type ImageDropFieldProps = {
  label: string;
  /** The image shown before a new one is chosen (editing). */
  currentUrl?: string | null;
  file: File | null;
  onFileChange: (file: File | null) => void;
  error?: string;
  onError: (message: string | undefined) => void;
  aspect?: "square" | "banner";
  /** Upload progress from 0 to 1 while the form sends the file; null when not sending. */
  progress?: number | null;
};

/** Pick or drop an image (the first file only, images only), with a preview. */
export function ImageDropField({ label, currentUrl, file, onFileChange, error, onError, aspect = "square", progress = null }: ImageDropFieldProps) {
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const preview = useMemo(() => (file ? URL.createObjectURL(file) : null), [file]);
  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview]);

  const accept = (candidate: File | undefined) => {
    if (!candidate) return;
    if (!candidate.type.startsWith("image/")) {
      onError(IMAGE_MESSAGES.notImage);
      return;
    }
    onError(undefined);
    onFileChange(candidate);
  };

  const shown = preview ?? currentUrl ?? null;
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-slate-800 dark:text-slate-200">
        {label} <span className="font-normal text-slate-500 dark:text-slate-400">(optional)</span>
      </label>
      <div
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={(event) => {
          event.preventDefault();
          setDragging(false);
          accept(event.dataTransfer.files[0]);
        }}
        className={`relative flex flex-col items-center justify-center gap-2 overflow-hidden rounded-xl border-2 border-dashed p-4 text-center text-sm ${
          aspect === "square" ? "min-h-44" : "min-h-32"
        } ${error ? "border-red-600 dark:border-red-400" : dragging ? "border-brand-600 bg-brand-50 dark:bg-brand-950" : "border-slate-300 dark:border-slate-700"}`}
      >
        {shown ? (
          // A local preview (blob: URL) or the current image; next/image cannot load blob URLs.
          // eslint-disable-next-line @next/next/no-img-element
          <img src={shown} alt="Selected image preview" className={`rounded-lg object-cover ${aspect === "square" ? "size-32" : "h-24 w-full"}`} />
        ) : null}
        <p className="text-slate-600 dark:text-slate-400">
          Drag a photo here, or{" "}
          <button type="button" onClick={() => inputRef.current?.click()} className={INLINE_LINK}>
            choose one
          </button>
        </p>
        <p className="text-xs text-slate-500 dark:text-slate-400">JPG, PNG or WebP, up to 5 MB</p>
        <input
          ref={inputRef}
          id={id}
          type="file"
          accept="image/*"
          className="sr-only"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => {
            accept(event.target.files?.[0]);
            event.target.value = "";
          }}
        />
      </div>
      {file ? (
        <p className="text-xs text-slate-600 dark:text-slate-400">
          {file.name}{" "}
          <button type="button" onClick={() => onFileChange(null)} className={INLINE_LINK}>
            Remove
          </button>
        </p>
      ) : null}
      <p id={`${id}-error`} aria-live="polite" className="text-sm text-red-700 empty:hidden dark:text-red-400">
        {error ?? ""}
      </p>
      {progress !== null ? <progress value={progress} max={1} aria-label={`Uploading ${label.toLowerCase()}`} className="mt-1 h-2 w-full accent-brand-700" /> : null}
    </div>
  );
}
