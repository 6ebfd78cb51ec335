-- CreateIndex
CREATE UNIQUE INDEX "files_path_key" ON "files"("path");
