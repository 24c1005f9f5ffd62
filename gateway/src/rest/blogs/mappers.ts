/** Codegen mappers of the blogs domain (paths from `src/generated/`). */
export const blogsMappers = {
  Blog: '../rest/blogs/types.ts#BlogModel',
};
