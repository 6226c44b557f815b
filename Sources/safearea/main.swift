print("safearea")
