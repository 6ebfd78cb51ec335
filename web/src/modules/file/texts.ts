import { FILE_TOO_LARGE_MESSAGE, TOO_MANY_FILES_MESSAGE } from "@common/file";

/** The Files screen's texts. */
export const FILE_TEXTS = {
  upload: "Upload Files",
  emptyTitle: "No files uploaded",
  emptyDescription: "Upload your first file to get started",
  emptyAction: "Upload Your First File",
  storageUsed: "Storage used",
  storageOf: "of",
  storageBar: "Storage used of the quota",
  loading: "Loading files...",
  /** A link (`/files?id=`, a search result) to a file that is gone. */
  notFound: "This file no longer exists.",
  // card
  preview: "Preview",
  download: "Download",
  editDetails: "Edit Details",
  delete: "Delete",
  moreActions: (name: string) => `More actions for ${name}`,
  confirmDelete: (name: string) => `Are you sure you want to delete "${name}"? This cannot be undone.`,
  deletedTitle: "File Deleted",
  deletedDescription: (name: string) => `${name} has been deleted successfully`,
  deleteFailedTitle: "Delete Failed",
  deleteFailedDescription: "Failed to delete the file. Please try again.",
  // upload dialog
  uploadTitle: "Upload Files",
  uploadDescription: "Add up to 5 files of at most 50 MB each. Nothing is sent until you start the upload.",
  dropHere: "Drag and drop files here",
  browse: "Browse files",
  dropHint: "Up to 5 files, 50 MB each",
  startUpload: (n: number) => (n === 0 ? "Upload" : n === 1 ? "Upload 1 file" : `Upload ${n} files`),
  retryUpload: (n: number) => (n === 1 ? "Retry 1 file" : `Retry ${n} files`),
  uploading: "Uploading...",
  close: "Close",
  removeFile: (name: string) => `Remove ${name}`,
  tooMany: (names: readonly string[]) => `${TOO_MANY_FILES_MESSAGE} Not added: ${names.join(", ")}.`,
  tooLarge: (names: readonly string[]) => `${FILE_TOO_LARGE_MESSAGE} Not added: ${names.join(", ")}.`,
  statusWaiting: "Ready to upload",
  statusSaving: "Saving...",
  statusDone: "Uploaded",
  uploaded: "File uploaded successfully",
  uploadedMany: (n: number) => `${n} files uploaded`,
  saveFailed: "Failed to save file",
  // upload errors
  expired: "Request has expired",
  non2xx: "Non 2xx",
  unknownError: "Unknown error",
  undefinedUrl: "Cannot upload to an undefined URL",
  // preview dialog
  zoomIn: "Zoom in",
  zoomOut: "Zoom out",
  rotate: "Rotate 90 degrees",
  reset: "Reset",
  imageFailed: "Failed to load image",
  previewFailed: "Failed to load file preview",
  tryAgain: "Try Again",
  pdfNote: "PDF files require external viewer",
  openInNewTab: "Open in New Tab",
  textNote: "Text file preview",
  viewContent: "View Content",
  hideContent: "Hide Content",
  textTruncated: (shown: string) => `Showing the first ${shown} of this file. Download it to see all of it.`,
  noPreview: "Preview not available for this file type",
  downloadFile: "Download File",
  infoTitle: "File information",
  originalName: "Original Name",
  fileSize: "File Size",
  type: "Type",
  created: "Created",
  description: "Description",
  // edit form
  editTitle: "Edit Details",
  editDescription: "Rename the file, describe it, or link it to a client and a project.",
  submitUpdate: "Save Changes",
  noClient: "No client",
  noProject: "No project",
  updated: "File updated successfully",
  updateFailed: "Failed to update file",
} as const;

/** Skeleton cards shown while the list loads. */
export const FILE_SKELETON_COUNT = 8;

/** Files per page of the grid (a whole number of rows at 1 to 4 columns); 'Load more' fetches the next page. */
export const FILES_PAGE_SIZE = 48;

/** Clients and projects offered in the Edit Details selects. */
export const OPTIONS_LIMIT = 100;

/** A text preview shows at most this many bytes of the file. */
export const TEXT_PREVIEW_LIMIT = 256 * 1024;

/** An upload with no progress for this long is given up ('Request has expired'). */
export const UPLOAD_STALL_TIMEOUT_MS = 30_000;
